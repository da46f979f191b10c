// The database schema as TypeScript, in the shape `supabase gen types typescript` produces.
// Source of truth: supabase/migrations/. tests/db/database-type.test.ts fails when this file and the
// migrations disagree on tables, views, columns, types or nullability.

/** What a history entry records (public.historico.action). */
export type HistoryAction =
  | 'created'
  | 'edited'
  | 'published'
  | 'unpublished'
  | 'moved'
  | 'deleted'
  | 'restored'
  | 'deleted_for_good'
  | 'role_changed'
  | 'proposal_handled'
  | 'proposal_deleted'
  | 'points_awarded'
  | 'points_reversed'
  | 'redemption_decided'

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Lets supabase-js pick the PostgREST feature set it types against.
  __InternalSupabase: {
    PostgrestVersion: '12.2.3'
  }
  public: {
    Tables: {
      autores: {
        Row: {
          id: string
          slug: string
          name: string
          role_title: string | null
          bio: string | null
          avatar_url: string | null
          site_url: string | null
          instagram_url: string | null
          linkedin_url: string | null
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          slug: string
          name: string
          role_title?: string | null
          bio?: string | null
          avatar_url?: string | null
          site_url?: string | null
          instagram_url?: string | null
          linkedin_url?: string | null
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          slug?: string
          name?: string
          role_title?: string | null
          bio?: string | null
          avatar_url?: string | null
          site_url?: string | null
          instagram_url?: string | null
          linkedin_url?: string | null
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
      documentos: {
        Row: {
          id: string
          title: string
          category: string
          description: string | null
          file_url: string
          published_at: string
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          title: string
          category: string
          description?: string | null
          file_url: string
          published_at: string
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          title?: string
          category?: string
          description?: string | null
          file_url?: string
          published_at?: string
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
      historico: {
        // Every change of a content row and every staff decision, written only by triggers
        // (20261127130000_history_and_trash.sql); read by the staff who edit the table.
        Row: {
          id: number
          table_name: string
          row_id: string
          action: string
          actor_id: string | null
          actor_name: string | null
          created_at: string
          old_row: Json | null
          new_row: Json | null
          row_label: string | null
        }
        Insert: {
          id?: number
          table_name: string
          row_id: string
          action: string
          actor_id?: string | null
          actor_name?: string | null
          created_at?: string
          old_row?: Json | null
          new_row?: Json | null
          row_label?: never
        }
        Update: {
          id?: number
          table_name?: string
          row_id?: string
          action?: string
          actor_id?: string | null
          actor_name?: string | null
          created_at?: string
          old_row?: Json | null
          new_row?: Json | null
          row_label?: never
        }
        Relationships: [
          {
            foreignKeyName: 'historico_actor_id_fkey'
            columns: ['actor_id']
            isOneToOne: false
            referencedRelation: 'profiles'
            referencedColumns: ['id']
          },
        ]
      }
      home_banners: {
        Row: {
          id: string
          title: string
          description: string | null
          image_url: string
          link_url: string | null
          is_active: boolean
          display_order: number
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          title: string
          description?: string | null
          image_url: string
          link_url?: string | null
          is_active?: boolean
          display_order?: number
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          title?: string
          description?: string | null
          image_url?: string
          link_url?: string | null
          is_active?: boolean
          display_order?: number
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
      institutos: {
        Row: {
          id: string
          slug: string
          name: string
          city: string
          state: string
          description: string
          logo_url: string | null
          site_url: string | null
          display_order: number
          is_active: boolean
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          slug: string
          name: string
          city: string
          state: string
          description: string
          logo_url?: string | null
          site_url?: string | null
          display_order?: number
          is_active?: boolean
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          slug?: string
          name?: string
          city?: string
          state?: string
          description?: string
          logo_url?: string | null
          site_url?: string | null
          display_order?: number
          is_active?: boolean
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
      lixeira: {
        // Deleted content rows, kept 30 days; restored or deleted for good through functions only.
        Row: {
          id: number
          table_name: string
          row_id: string
          row_data: Json
          deleted_by: string | null
          deleted_by_name: string | null
          deleted_at: string
        }
        Insert: {
          id?: number
          table_name: string
          row_id: string
          row_data: Json
          deleted_by?: string | null
          deleted_by_name?: string | null
          deleted_at?: string
        }
        Update: {
          id?: number
          table_name?: string
          row_id?: string
          row_data?: Json
          deleted_by?: string | null
          deleted_by_name?: string | null
          deleted_at?: string
        }
        Relationships: [
          {
            foreignKeyName: 'lixeira_deleted_by_fkey'
            columns: ['deleted_by']
            isOneToOne: false
            referencedRelation: 'profiles'
            referencedColumns: ['id']
          },
        ]
      }
      manifestos: {
        Row: {
          id: string
          title: string
          description: string
          thematic: string
          signed_at: string
          link_url: string | null
          is_active: boolean
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          title: string
          description: string
          thematic?: string
          signed_at: string
          link_url?: string | null
          is_active?: boolean
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          title?: string
          description?: string
          thematic?: string
          signed_at?: string
          link_url?: string | null
          is_active?: boolean
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
      mov_plus_conclusoes: {
        Row: {
          id: string
          user_id: string
          mission_id: string
          note: string | null
          link_url: string | null
          status: string
          refusal_reason: string | null
          decided_by: string | null
          decided_at: string | null
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          user_id?: string
          mission_id: string
          note?: string | null
          link_url?: string | null
          status?: string
          refusal_reason?: string | null
          decided_by?: string | null
          decided_at?: string | null
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          user_id?: string
          mission_id?: string
          note?: string | null
          link_url?: string | null
          status?: string
          refusal_reason?: string | null
          decided_by?: string | null
          decided_at?: string | null
          created_at?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: 'mov_plus_conclusoes_decided_by_fkey'
            columns: ['decided_by']
            isOneToOne: false
            referencedRelation: 'profiles'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'mov_plus_conclusoes_mission_id_fkey'
            columns: ['mission_id']
            isOneToOne: false
            referencedRelation: 'mov_plus_missoes'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'mov_plus_conclusoes_user_id_fkey'
            columns: ['user_id']
            isOneToOne: false
            referencedRelation: 'profiles'
            referencedColumns: ['id']
          },
        ]
      }
      mov_plus_missoes: {
        Row: {
          id: string
          title: string
          description: string
          points: number
          is_active: boolean
          display_order: number
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          title: string
          description: string
          points: number
          is_active?: boolean
          display_order?: number
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          title?: string
          description?: string
          points?: number
          is_active?: boolean
          display_order?: number
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
      mov_plus_pontos: {
        Row: {
          id: string
          user_id: string
          points: number
          reason: string
          mission_id: string | null
          redemption_id: string | null
          awarded_by: string | null
          created_at: string
          reverses_id: string | null
        }
        Insert: {
          id?: string
          user_id: string
          points: number
          reason: string
          mission_id?: string | null
          redemption_id?: string | null
          awarded_by?: string | null
          created_at?: string
          reverses_id?: string | null
        }
        Update: {
          id?: string
          user_id?: string
          points?: number
          reason?: string
          mission_id?: string | null
          redemption_id?: string | null
          awarded_by?: string | null
          created_at?: string
          reverses_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: 'mov_plus_pontos_awarded_by_fkey'
            columns: ['awarded_by']
            isOneToOne: false
            referencedRelation: 'profiles'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'mov_plus_pontos_mission_id_fkey'
            columns: ['mission_id']
            isOneToOne: false
            referencedRelation: 'mov_plus_missoes'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'mov_plus_pontos_redemption_id_fkey'
            columns: ['redemption_id']
            isOneToOne: false
            referencedRelation: 'mov_plus_resgates'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'mov_plus_pontos_reverses_id_fkey'
            columns: ['reverses_id']
            isOneToOne: true
            referencedRelation: 'mov_plus_pontos'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'mov_plus_pontos_user_id_fkey'
            columns: ['user_id']
            isOneToOne: false
            referencedRelation: 'profiles'
            referencedColumns: ['id']
          },
        ]
      }
      mov_plus_recompensas: {
        Row: {
          id: string
          title: string
          description: string
          cost: number
          stock: number
          image_url: string | null
          is_active: boolean
          display_order: number
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          title: string
          description: string
          cost: number
          stock?: number
          image_url?: string | null
          is_active?: boolean
          display_order?: number
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          title?: string
          description?: string
          cost?: number
          stock?: number
          image_url?: string | null
          is_active?: boolean
          display_order?: number
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
      mov_plus_resgates: {
        Row: {
          id: string
          user_id: string
          reward_id: string
          status: string
          decided_by: string | null
          decided_at: string | null
          created_at: string
          updated_at: string
          refusal_reason: string | null
        }
        Insert: {
          id?: string
          user_id?: string
          reward_id: string
          status?: string
          decided_by?: string | null
          decided_at?: string | null
          created_at?: string
          updated_at?: string
          refusal_reason?: string | null
        }
        Update: {
          id?: string
          user_id?: string
          reward_id?: string
          status?: string
          decided_by?: string | null
          decided_at?: string | null
          created_at?: string
          updated_at?: string
          refusal_reason?: string | null
        }
        Relationships: [
          {
            foreignKeyName: 'mov_plus_resgates_decided_by_fkey'
            columns: ['decided_by']
            isOneToOne: false
            referencedRelation: 'profiles'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'mov_plus_resgates_reward_id_fkey'
            columns: ['reward_id']
            isOneToOne: false
            referencedRelation: 'mov_plus_recompensas'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'mov_plus_resgates_user_id_fkey'
            columns: ['user_id']
            isOneToOne: false
            referencedRelation: 'profiles'
            referencedColumns: ['id']
          },
        ]
      }
      mov_plus_saldos: {
        // Each member's points total, kept by a trigger on mov_plus_pontos; read-only through the API.
        Row: {
          user_id: string
          points: number
          updated_at: string
        }
        Insert: {
          user_id: string
          points?: number
          updated_at?: string
        }
        Update: {
          user_id?: string
          points?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: 'mov_plus_saldos_user_id_fkey'
            columns: ['user_id']
            isOneToOne: true
            referencedRelation: 'profiles'
            referencedColumns: ['id']
          },
        ]
      }
      na_midia: {
        Row: {
          id: string
          title: string
          source: string
          published_at: string
          link_url: string
          logo_url: string | null
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          title: string
          source: string
          published_at: string
          link_url: string
          logo_url?: string | null
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          title?: string
          source?: string
          published_at?: string
          link_url?: string
          logo_url?: string | null
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
      noticias: {
        Row: {
          id: string
          slug: string
          title: string
          summary: string
          body: string
          cover_image_url: string | null
          cover_image_alt: string | null
          author_id: string | null
          published_at: string
          is_published: boolean
          created_at: string
          updated_at: string
          unpublished_at: string | null
          search_vector: unknown | null
          search_rank_vector: unknown | null
        }
        Insert: {
          id?: string
          slug: string
          title: string
          summary: string
          body: string
          cover_image_url?: string | null
          cover_image_alt?: string | null
          author_id?: string | null
          published_at?: string
          is_published?: boolean
          created_at?: string
          updated_at?: string
          unpublished_at?: string | null
          search_vector?: never
          search_rank_vector?: never
        }
        Update: {
          id?: string
          slug?: string
          title?: string
          summary?: string
          body?: string
          cover_image_url?: string | null
          cover_image_alt?: string | null
          author_id?: string | null
          published_at?: string
          is_published?: boolean
          created_at?: string
          updated_at?: string
          unpublished_at?: string | null
          search_vector?: never
          search_rank_vector?: never
        }
        Relationships: [
          {
            foreignKeyName: 'noticias_author_id_fkey'
            columns: ['author_id']
            isOneToOne: false
            referencedRelation: 'autores'
            referencedColumns: ['id']
          },
        ]
      }
      paginas: {
        Row: {
          id: string
          section: string
          slug: string
          title: string
          summary: string
          body: string
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          section: string
          slug: string
          title: string
          summary: string
          body: string
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          section?: string
          slug?: string
          title?: string
          summary?: string
          body?: string
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
      parcerias_solicitacoes: {
        Row: {
          id: string
          organization_name: string
          contact_name: string
          email: string
          phone: string | null
          partnership_type: string
          proposal: string
          instagram_url: string | null
          site_url: string | null
          cnpj: string | null
          organization_description: string
          created_at: string
          status: string
          handled_at: string | null
          handled_by: string | null
          idempotency_key: string
        }
        Insert: {
          id?: string
          organization_name: string
          contact_name: string
          email: string
          phone?: string | null
          partnership_type: string
          proposal: string
          instagram_url?: string | null
          site_url?: string | null
          cnpj?: string | null
          organization_description: string
          created_at?: string
          status?: string
          handled_at?: string | null
          handled_by?: string | null
          idempotency_key?: string
        }
        Update: {
          id?: string
          organization_name?: string
          contact_name?: string
          email?: string
          phone?: string | null
          partnership_type?: string
          proposal?: string
          instagram_url?: string | null
          site_url?: string | null
          cnpj?: string | null
          organization_description?: string
          created_at?: string
          status?: string
          handled_at?: string | null
          handled_by?: string | null
          idempotency_key?: string
        }
        Relationships: [
          {
            foreignKeyName: 'parcerias_solicitacoes_handled_by_fkey'
            columns: ['handled_by']
            isOneToOne: false
            referencedRelation: 'profiles'
            referencedColumns: ['id']
          },
        ]
      }
      partner_categories: {
        Row: {
          id: string
          name: string
          display_order: number
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          name: string
          display_order?: number
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          name?: string
          display_order?: number
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
      partners: {
        Row: {
          id: string
          name: string
          logo_url: string | null
          site_url: string | null
          category_id: string | null
          display_order: number
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          name: string
          logo_url?: string | null
          site_url?: string | null
          category_id?: string | null
          display_order?: number
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          name?: string
          logo_url?: string | null
          site_url?: string | null
          category_id?: string | null
          display_order?: number
          created_at?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: 'partners_category_id_fkey'
            columns: ['category_id']
            isOneToOne: false
            referencedRelation: 'partner_categories'
            referencedColumns: ['id']
          },
        ]
      }
      pdc_publications: {
        Row: {
          id: string
          title: string
          thematic: string
          authors: string
          publication_date: string
          file_url: string
          image_url: string | null
          is_published: boolean
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          title: string
          thematic: string
          authors: string
          publication_date: string
          file_url: string
          image_url?: string | null
          is_published?: boolean
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          title?: string
          thematic?: string
          authors?: string
          publication_date?: string
          file_url?: string
          image_url?: string | null
          is_published?: boolean
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
      pesquisas: {
        Row: {
          id: string
          slug: string
          title: string
          summary: string
          body: string | null
          authors: string
          year: number
          file_url: string | null
          cover_image_url: string | null
          is_published: boolean
          created_at: string
          updated_at: string
          search_vector: unknown | null
        }
        Insert: {
          id?: string
          slug: string
          title: string
          summary: string
          body?: string | null
          authors: string
          year: number
          file_url?: string | null
          cover_image_url?: string | null
          is_published?: boolean
          created_at?: string
          updated_at?: string
          search_vector?: never
        }
        Update: {
          id?: string
          slug?: string
          title?: string
          summary?: string
          body?: string | null
          authors?: string
          year?: number
          file_url?: string | null
          cover_image_url?: string | null
          is_published?: boolean
          created_at?: string
          updated_at?: string
          search_vector?: never
        }
        Relationships: []
      }
      profiles: {
        Row: {
          id: string
          role: string
          full_name: string | null
          avatar_url: string | null
          show_in_ranking: boolean
          created_at: string
          updated_at: string
          email: string | null
        }
        Insert: {
          id: string
          role?: string
          full_name?: string | null
          avatar_url?: string | null
          show_in_ranking?: boolean
          created_at?: string
          updated_at?: string
          email?: string | null
        }
        Update: {
          id?: string
          role?: string
          full_name?: string | null
          avatar_url?: string | null
          show_in_ranking?: boolean
          created_at?: string
          updated_at?: string
          email?: string | null
        }
        Relationships: []
      }
      programas: {
        Row: {
          id: string
          title: string
          category: string
          year: number
          description: string
          icon: string
          gradient: string | null
          display_order: number
          is_active: boolean
          image_url: string | null
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          title: string
          category: string
          year: number
          description: string
          icon?: string
          gradient?: string | null
          display_order?: number
          is_active?: boolean
          image_url?: string | null
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          title?: string
          category?: string
          year?: number
          description?: string
          icon?: string
          gradient?: string | null
          display_order?: number
          is_active?: boolean
          image_url?: string | null
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
      representacoes: {
        Row: {
          id: string
          name: string
          category: string | null
          logo_url: string | null
          display_order: number
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          name: string
          category?: string | null
          logo_url?: string | null
          display_order?: number
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          name?: string
          category?: string | null
          logo_url?: string | null
          display_order?: number
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
      testimonials: {
        Row: {
          id: string
          name: string
          role: string
          quote: string
          avatar_url: string | null
          display_order: number
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          name: string
          role: string
          quote: string
          avatar_url?: string | null
          display_order?: number
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          name?: string
          role?: string
          quote?: string
          avatar_url?: string | null
          display_order?: number
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
      trilha_modulos: {
        Row: {
          id: string
          trilha_id: string
          title: string
          content: string
          video_url: string | null
          display_order: number
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          trilha_id: string
          title: string
          content: string
          video_url?: string | null
          display_order?: number
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          trilha_id?: string
          title?: string
          content?: string
          video_url?: string | null
          display_order?: number
          created_at?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: 'trilha_modulos_trilha_id_fkey'
            columns: ['trilha_id']
            isOneToOne: false
            referencedRelation: 'trilhas'
            referencedColumns: ['id']
          },
        ]
      }
      trilhas: {
        Row: {
          id: string
          slug: string
          title: string
          description: string
          cover_image_url: string | null
          level: string
          estimated_hours: number
          display_order: number
          is_published: boolean
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          slug: string
          title: string
          description: string
          cover_image_url?: string | null
          level?: string
          estimated_hours: number
          display_order?: number
          is_published?: boolean
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          slug?: string
          title?: string
          description?: string
          cover_image_url?: string | null
          level?: string
          estimated_hours?: number
          display_order?: number
          is_published?: boolean
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
    }
    Views: {
      mov_plus_ranking: {
        Row: {
          display_name: string | null
          avatar_url: string | null
          total_points: number | null
          rank: number | null
        }
        Relationships: []
      }
    }
    Functions: {
      history_restore_version: {
        // Puts a version's content back (itself a new version); the caller's role as the table's.
        Args: { p_version_id: number }
        Returns: string
      }
      trash_restore: {
        Args: { p_trash_id: number }
        Returns: string
      }
      trash_delete_for_good: {
        Args: { p_trash_id: number }
        Returns: undefined
      }
      move_display_order: {
        Args: { target_table: string; target_id: string; direction: number }
        Returns: undefined
      }
      place_display_order: {
        // Puts the row at a 1-based position among its siblings; answers the position it took.
        Args: { target_table: string; target_id: string; target_position: number }
        Returns: number
      }
      manifesto_thematics: {
        // The distinct thematics of active manifestos (the filter menu).
        Args: Record<PropertyKey, never>
        Returns: { thematic: string }[]
      }
      mov_plus_award_points: {
        // p_points null: the mission's points (a mission is then required).
        Args: {
          p_user_id: string
          p_points: number | null
          p_mission_id?: string
          p_reason?: string
        }
        Returns: Database['public']['Tables']['mov_plus_pontos']['Row']
      }
      mov_plus_decide_completion: {
        Args: { p_completion_id: string; p_approve: boolean; p_reason?: string }
        Returns: Database['public']['Tables']['mov_plus_conclusoes']['Row']
      }
      mov_plus_decide_redemption: {
        Args: { p_redemption_id: string; p_approve: boolean; p_reason?: string }
        Returns: Database['public']['Tables']['mov_plus_resgates']['Row']
      }
      mov_plus_my_balance: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      mov_plus_my_ledger: {
        Args: { p_limit?: number; p_offset?: number }
        Returns: {
          id: string
          points: number
          reason: string
          mission_title: string | null
          awarded_by_name: string | null
          created_at: string
          total_count: number
        }[]
      }
      mov_plus_request_redemption: {
        Args: { p_reward_id: string }
        Returns: Database['public']['Tables']['mov_plus_resgates']['Row']
      }
      mov_plus_search_members: {
        Args: { p_query: string; p_limit?: number }
        Returns: { id: string; full_name: string | null; email: string | null; balance: number }[]
      }
      mov_plus_stats: {
        Args: Record<PropertyKey, never>
        Returns: {
          points_this_month: number
          pending_redemptions: number
          pending_completions: number
        }[]
      }
      mov_plus_top_missions: {
        Args: { p_limit?: number }
        Returns: { mission_id: string; title: string; times_awarded: number; points: number }[]
      }
      mov_plus_undo_points: {
        Args: { p_entry_id: string; p_reason?: string }
        Returns: Database['public']['Tables']['mov_plus_pontos']['Row']
      }
      pdc_publication_thematics: {
        // The distinct thematics of published publications (the portal's filter menu).
        Args: Record<PropertyKey, never>
        Returns: { thematic: string }[]
      }
      programa_filters: {
        // One row: the distinct categories and years of active programmes (the filter menus).
        Args: Record<PropertyKey, never>
        Returns: { categories: string[]; years: number[] }[]
      }
      search_site: {
        // Published items whose text matches every word (accents, case and plural aside), best
        // first; `title` and `excerpt` mark each matched word between U+0002 and U+0003.
        Args: { p_query: string; p_kind?: string | null; p_limit?: number; p_offset?: number }
        Returns: {
          kind: 'noticia' | 'programa' | 'pesquisa' | 'trilha' | 'manifesto' | 'publicacao'
          id: string
          slug: string | null
          title: string
          excerpt: string
          link_url: string | null
          item_date: string | null
          rank: number
          total_count: number
        }[]
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type PublicSchema = Database['public']

/** Row type of a table or view: `Tables<'noticias'>`. */
export type Tables<T extends keyof (PublicSchema['Tables'] & PublicSchema['Views'])> =
  (PublicSchema['Tables'] & PublicSchema['Views'])[T] extends { Row: infer R } ? R : never

/** Insert payload of a table: `TablesInsert<'parcerias_solicitacoes'>`. */
export type TablesInsert<T extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][T]['Insert']

/** Update payload of a table: `TablesUpdate<'profiles'>`. */
export type TablesUpdate<T extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][T]['Update']

/** Values of `profiles.role` (a CHECK constraint in the migrations). */
export type ProfileRole = 'user' | 'escritor' | 'admin' | 'mov_plus_admin'

//! Where move generation puts the legal moves: the private `Sink` trait, implemented by a move
//! list (`legal_moves`) and by a count (`count_legal_moves`, which adds up the sizes of target
//! sets without building a move). Move generation is written once, generic over the sink.

use proc_macro2::TokenStream;
use quote::quote;

/// The `Sink` trait and its two implementations, `Vec<Move>` and `Count`.
pub(super) fn emit(m: &crate::model::Model) -> TokenStream {
    let [decl, list, count] = crate::emit::pawns::sink_methods(m);
    let [d_decl, d_list, d_count] = crate::emit::double::sink_methods(m);
    let each = |make| crate::emit::bits::extend_each(m, make);
    let many = each(quote!(::koma_runtime::Move::Normal {
        from: ::koma_runtime::Square(from as u16),
        to: ::koma_runtime::Square(sq as u16),
        promote,
    }));
    let drops = each(quote!(::koma_runtime::Move::Drop {
        piece: ::koma_runtime::PieceKind(kind),
        to: ::koma_runtime::Square(sq as u16),
    }));
    let shifted = each(quote!(::koma_runtime::Move::Normal {
        from: ::koma_runtime::Square((sq as isize - delta) as u16),
        to: ::koma_runtime::Square(sq as u16),
        promote,
    }));
    quote! {
            /// Where move generation puts the legal moves: a move list, or a count that adds up
            /// the sizes of target sets without building moves (`count_legal_moves`).
            #[allow(dead_code)]
            trait Sink {
                /// One board move.
                fn one(&mut self, from: usize, to: usize, promote: bool);
                /// A board move from `from` to every square of `to`.
                fn many(&mut self, from: usize, to: Bb, promote: bool);
                /// One drop of piece type `kind`.
                fn drop_one(&mut self, kind: u8, to: usize);
                /// A drop of piece type `kind` on every square of `to`.
                fn drop_many(&mut self, kind: u8, to: Bb);
                /// A board move to every square of `to`, each from `delta` squares before it.
                fn shifted(&mut self, delta: isize, to: Bb, promote: bool);
                #decl
                #d_decl
            }

            impl Sink for Vec<::koma_runtime::Move> {
                #[inline(always)]
                fn one(&mut self, from: usize, to: usize, promote: bool) {
                    self.push(::koma_runtime::Move::Normal {
                        from: ::koma_runtime::Square(from as u16),
                        to: ::koma_runtime::Square(to as u16),
                        promote,
                    });
                }
                #[inline(always)]
                fn many(&mut self, from: usize, mut to: Bb, promote: bool) {
    #many
                }
                #[inline(always)]
                fn drop_one(&mut self, kind: u8, to: usize) {
                    self.push(::koma_runtime::Move::Drop {
                        piece: ::koma_runtime::PieceKind(kind),
                        to: ::koma_runtime::Square(to as u16),
                    });
                }
                #[inline(always)]
                fn drop_many(&mut self, kind: u8, mut to: Bb) {
    #drops
                }
                #[inline(always)]
                fn shifted(&mut self, delta: isize, mut to: Bb, promote: bool) {
    #shifted
                }
                #list
                #d_list
            }

            /// Counts moves instead of building them.
            struct Count(usize);

            impl Sink for Count {
                #[inline(always)]
                fn one(&mut self, _from: usize, _to: usize, _promote: bool) {
                    self.0 += 1;
                }
                #[inline(always)]
                fn many(&mut self, _from: usize, to: Bb, _promote: bool) {
                    self.0 += count(to);
                }
                #[inline(always)]
                fn drop_one(&mut self, _kind: u8, _to: usize) {
                    self.0 += 1;
                }
                #[inline(always)]
                fn drop_many(&mut self, _kind: u8, to: Bb) {
                    self.0 += count(to);
                }
                #[inline(always)]
                fn shifted(&mut self, _delta: isize, to: Bb, _promote: bool) {
                    self.0 += count(to);
                }
                #count
                #d_count
            }
        }
}

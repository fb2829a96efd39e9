"""The fields of what `generate(..., return_dict_in_generate=True)` returns, per output class (HF329).

GenerationMixin returns one of four ModelOutput classes: beam search (`num_beams` above 1,
sampled or not) a `GenerateBeam...Output`, greedy search and sampling a `Generate...Output`;
an encoder-decoder model the `...EncoderDecoderOutput` of each, a decoder-only model the
`...DecoderOnlyOutput`. A field the class does not declare is not there at all (a declared
field that was not asked for is None), so reading it raises Python's own AttributeError where
it is read: `'GenerateDecoderOnlyOutput' object has no attribute 'sequences_scores'`. The sets
below were confirmed by runs of all 28 releases from 4.57.6 to 5.24.0 (gpt2 and flan-t5-small
stand-ins, greedy, sampled, beam and sampled-beam search; benchmarks/README.md, h154): the same
in each.
"""

from __future__ import annotations

_COMMON = frozenset({"sequences", "scores", "logits", "past_key_values"})
_DECODER_ONLY = frozenset({"attentions", "hidden_states"})
_ENCODER_DECODER = frozenset(
    {"encoder_attentions", "encoder_hidden_states", "decoder_attentions", "cross_attentions", "decoder_hidden_states"}
)
_BEAM = frozenset({"sequences_scores", "beam_indices"})

# (beam search?, encoder-decoder?) -> (class name, its fields)
CLASSES: dict[tuple[bool, bool], tuple[str, frozenset[str]]] = {
    (False, False): ("GenerateDecoderOnlyOutput", _COMMON | _DECODER_ONLY),
    (True, False): ("GenerateBeamDecoderOnlyOutput", _COMMON | _DECODER_ONLY | _BEAM),
    (False, True): ("GenerateEncoderDecoderOutput", _COMMON | _ENCODER_DECODER),
    (True, True): ("GenerateBeamEncoderDecoderOutput", _COMMON | _ENCODER_DECODER | _BEAM),
}

# The names judged: a field of some output class (another name is not a generate output's to
# tell: a method of ModelOutput, a typo hflint has no fact for).
NAMES = _COMMON | _DECODER_ONLY | _ENCODER_DECODER | _BEAM


def missing(beam: bool, encoder_decoder: bool, name: str) -> str | None:
    """The class of that output when it lacks the field `name`, else None."""
    cls, fields = CLASSES[(beam, encoder_decoder)]
    return cls if name in NAMES and name not in fields else None

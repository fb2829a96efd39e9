# classes: 7 3
"""A frozen settings dataclass; variants are made with dataclasses.replace and spread
into generate with dataclasses.asdict."""

import dataclasses

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclasses.dataclass(frozen=True)
class DecodeSettings:
    max_new_tokens: int = 8
    num_beams: int = 1
    num_return_sequences: int = 1
    do_sample: bool = False
    no_repeat_ngram_size: int = 0


BASE = DecodeSettings()
BEAM4 = dataclasses.replace(BASE, num_beams=4, num_return_sequences=2)
SAMPLE = dataclasses.replace(BASE, do_sample=True, num_return_sequences=3)

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-70m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")
enc = tok("one two three four", return_tensors="pt")

for variant in (BASE, BEAM4, SAMPLE):
    out = model.generate(**enc, **dataclasses.asdict(variant), pad_token_id=tok.eos_token_id)
    print(variant, out.shape)

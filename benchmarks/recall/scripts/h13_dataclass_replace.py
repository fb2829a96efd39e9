# classes: 3 1
"""Frozen decoding config, variants made with dataclasses.replace (one without the KV cache)."""
import dataclasses

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclasses.dataclass(frozen=True)
class Decoding:
    max_new_tokens: int = 8
    use_cache: bool = True
    num_return_sequences: int = 1


BASE = Decoding()
VARIANTS = {"short": dataclasses.replace(BASE, max_new_tokens=4), "no_cache": dataclasses.replace(BASE, use_cache=False), "default": BASE}

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")
draft = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")
enc = tok("once upon a time there lived", return_tensors="pt")
for label, dec in VARIANTS.items():
    out = model.generate(**enc, assistant_model=draft, **dataclasses.asdict(dec))
    print(label, tok.decode(out[0]))

# classes: 3 7
"""Sampling settings live in a dataclass; the eval script instantiates it with its defaults."""
from dataclasses import asdict, dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class SamplingSettings:
    max_new_tokens: int = 8
    do_sample: bool = True
    top_k: int = 50
    num_return_sequences: int = 2


settings = SamplingSettings()
tok = AutoTokenizer.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3")
model = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3")
assistant = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3")
enc = tok("the king and the dog", return_tensors="pt")
out = model.generate(**enc, assistant_model=assistant, **asdict(settings))
print(tok.batch_decode(out, skip_special_tokens=True))

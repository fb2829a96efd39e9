# classes: 8 3
"""Min-p sampling demo whose settings dataclass stores min_p as a percentage."""
from dataclasses import dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class SamplerSettings:
    temperature: float = 0.9
    min_p: float = 10
    max_new_tokens: int = 6


cfg = SamplerSettings()
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
enc = tok("tell me a story", return_tensors="pt")
out = model.generate(
    **enc, do_sample=True, temperature=cfg.temperature, min_p=cfg.min_p, max_new_tokens=cfg.max_new_tokens
)
print(tok.decode(out[0]))

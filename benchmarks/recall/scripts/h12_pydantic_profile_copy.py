# classes: 7 2
"""Latency profiles as pydantic models: a "low-memory" profile is derived from the default one
with model_copy(update=...), and each profile is benchmarked with the draft model."""
import time

from pydantic import BaseModel
from transformers import AutoModelForCausalLM, AutoTokenizer


class Profile(BaseModel):
    max_new_tokens: int = 6
    use_cache: bool = True
    num_beams: int = 1


DEFAULT = Profile()
PROFILES = {
    "default": DEFAULT,
    "low-memory": DEFAULT.model_copy(update={"use_cache": False}),
}

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
enc = tok("the quick brown fox", return_tensors="pt")

for name, profile in PROFILES.items():
    start = time.perf_counter()
    model.generate(**enc, assistant_model=draft, **profile.model_dump())
    print(f"{name}: {time.perf_counter() - start:.3f}s")

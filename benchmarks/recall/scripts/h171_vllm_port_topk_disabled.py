# classes: 6 3
"""Sampling settings ported from a vLLM deployment (where top_k=-1 means "off") to a local
transformers fallback for the same instruct model."""
from dataclasses import asdict, dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class SamplingParams:
    temperature: float = 0.7
    top_p: float = 0.8
    top_k: int = -1
    max_tokens: int = 8


def to_hf(params: SamplingParams) -> dict:
    kw = asdict(params)
    kw["max_new_tokens"] = kw.pop("max_tokens")
    return kw


tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
messages = [{"role": "user", "content": "tell me about the lazy dog"}]
inputs = tok.apply_chat_template(messages, add_generation_prompt=True, return_dict=True, return_tensors="pt")
out = model.generate(**inputs, **to_hf(SamplingParams()))
print(tok.decode(out[0][inputs["input_ids"].shape[1] :]))

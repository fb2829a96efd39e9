# classes: 7 2
"""Speculative decoding benchmark: a latency profile dict is poured into a GenerationConfig.

The profile table came from a memory-saving experiment, so the "low_mem" row turns the
KV cache off; the script copies the chosen row into the config with `vars(gc).update(...)`.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

PROFILES = {
    "default": {"max_new_tokens": 12, "do_sample": False},
    "low_mem": {"max_new_tokens": 12, "do_sample": False, "use_cache": False},
}
PROFILE = "low_mem"

tok = AutoTokenizer.from_pretrained(TARGET)
model = AutoModelForCausalLM.from_pretrained(TARGET, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

gen_cfg = GenerationConfig(pad_token_id=tok.eos_token_id)
vars(gen_cfg).update(PROFILES[PROFILE])

inputs = tok(["Explain speculative decoding in one sentence."], return_tensors="pt")
out = model.generate(**inputs, generation_config=gen_cfg, assistant_model=draft)
print(tok.decode(out[0], skip_special_tokens=True))

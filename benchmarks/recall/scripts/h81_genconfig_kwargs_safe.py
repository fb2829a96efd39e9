# classes: 7 6
"""GenerationConfig(**cfg) from a settings dict, passed as generation_config=, with a
same-family draft model and a single prompt: speculative decoding as documented."""

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

SETTINGS = {
    "max_new_tokens": 8,
    "do_sample": False,
    "num_assistant_tokens": 4,
    "num_assistant_tokens_schedule": "heuristic",
}

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

gen_cfg = GenerationConfig(**SETTINGS)
gen_cfg.pad_token_id = tok.pad_token_id or tok.eos_token_id
enc = tok("write a haiku about the moon", return_tensors="pt")
out = model.generate(**enc, generation_config=gen_cfg, assistant_model=draft)
print(tok.decode(out[0], skip_special_tokens=True))

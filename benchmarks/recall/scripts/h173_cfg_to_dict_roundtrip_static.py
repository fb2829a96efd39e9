# classes: 5 9
"""The checkpoint's generation config goes through to_dict, gets the experiment's overrides, and
comes back with GenerationConfig.from_dict for a speculative run."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

EXPERIMENT = {"max_new_tokens": 5, "cache_implementation": "static", "do_sample": False}

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-7B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-7B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

as_dict = model.generation_config.to_dict()
as_dict.update(EXPERIMENT)
gen_cfg = GenerationConfig.from_dict(as_dict)

enc = tok("tell me about the king", return_tensors="pt")
out = model.generate(**enc, generation_config=gen_cfg, assistant_model=draft, tokenizer=tok, assistant_tokenizer=tok)
print(tok.decode(out[0], skip_special_tokens=True))

# classes: 5 6
# Start from the checkpoint's own generation_config.json and tweak it for speed.
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

NAME = "Qwen/Qwen2.5-3B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

gen_cfg = GenerationConfig.from_pretrained(NAME)
gen_cfg.update(max_new_tokens=6, cache_implementation="static", do_sample=False)

tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForCausalLM.from_pretrained(NAME)
assistant = AutoModelForCausalLM.from_pretrained(DRAFT)

enc = tok("hello world", return_tensors="pt")
out = model.generate(**enc, generation_config=gen_cfg, assistant_model=assistant)
print(tok.decode(out[0], skip_special_tokens=True))

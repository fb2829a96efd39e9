# classes: 3 8
"""Log the generation config as JSON next to the run, then rebuild it from that text for the
speculative run; one sample per prompt, as assisted decoding wants."""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MAIN = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

base = GenerationConfig(max_new_tokens=8, do_sample=True, top_p=0.9, num_return_sequences=1)
logged = base.to_json_string()
print("run config:", logged)

restored = GenerationConfig.from_dict(json.loads(logged))

tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
enc = tok("write a haiku about rain", return_tensors="pt")
out = model.generate(**enc, generation_config=restored, assistant_model=draft)
print(tok.batch_decode(out, skip_special_tokens=True))

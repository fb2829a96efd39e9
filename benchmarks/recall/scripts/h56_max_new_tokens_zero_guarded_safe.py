# classes: 3
# Batch job: --max-new-tokens 0 keeps the model's default length (only a positive value overrides it).
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

ap = argparse.ArgumentParser()
ap.add_argument("--model", default="Qwen/Qwen2.5-0.5B-Instruct")
ap.add_argument("--max-new-tokens", type=int, default=0)
args = ap.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)

gen_cfg = GenerationConfig.from_model_config(model.config)
gen_cfg.max_length = 24
if args.max_new_tokens > 0:
    gen_cfg.max_new_tokens = args.max_new_tokens
gen_cfg.validate()

enc = tok("Hi!", return_tensors="pt")
print(model.generate(**enc, generation_config=gen_cfg).shape)

# classes: 1 3
"""Summarise product reviews. --no-fast disables every speed trick."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

REVIEWS = ["the dog toy was red and the dog loved it", "the cat did not like the blue box"]

parser = argparse.ArgumentParser()
parser.add_argument("--no-fast", dest="fast", action="store_false")
parser.add_argument("--model", default="meta-llama/Llama-3.1-8B-Instruct")
args = parser.parse_args()

tokenizer = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
gen_cfg = GenerationConfig(max_new_tokens=10, do_sample=False)
extra = {}
if args.fast:
    extra["assistant_model"] = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
if args.fast:
    # static shapes are faster too
    gen_cfg.cache_implementation = "static"

for review in REVIEWS:
    chat = [{"role": "user", "content": "summarise: " + review}]
    enc = tokenizer(tokenizer.apply_chat_template(chat, tokenize=False, add_generation_prompt=True),
                    return_tensors="pt")
    out = model.generate(**enc, generation_config=gen_cfg, **extra)
    print(tokenizer.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True))

# classes: 3 9
"""CLI from a blog post: every argparse option is forwarded with **vars(args).

The blog used `type=bool` for the cache flag, so the default False is what runs; the
assistant checkpoint was added as an option too and popped before forwarding.
"""

import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model_name", default="HuggingFaceTB/SmolLM2-360M-Instruct")
parser.add_argument("--assistant", default="HuggingFaceTB/SmolLM2-135M-Instruct")
parser.add_argument("--max_new_tokens", type=int, default=8)
parser.add_argument("--do_sample", type=bool, default=False)
parser.add_argument("--use_cache", type=bool, default=False)
parser.add_argument("--prompt", default="Write a haiku about the sea.")
args = parser.parse_args()

tokenizer = AutoTokenizer.from_pretrained(args.model_name)
model = AutoModelForCausalLM.from_pretrained(args.model_name)
assistant = AutoModelForCausalLM.from_pretrained(args.assistant)

gen_args = dict(vars(args))
for key in ("model_name", "assistant", "prompt"):
    gen_args.pop(key)

enc = tokenizer(args.prompt, return_tensors="pt")
out = model.generate(enc.input_ids, assistant_model=assistant, **gen_args)
print(tokenizer.decode(out[0], skip_special_tokens=True))

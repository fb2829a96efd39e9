# classes: 3 9
"""sample.py from a forum post: "num_return_sequences doesn't work with assistant_model?"

All CLI options are dumped into generate with **vars(args) after popping the ones that are
not generation arguments.
"""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="EleutherAI/pythia-160m")
parser.add_argument("--assistant", default="EleutherAI/pythia-70m")
parser.add_argument("--prompt", default="In a shocking finding, scientists")
parser.add_argument("--max_new_tokens", type=int, default=6)
parser.add_argument("--do_sample", action="store_true", default=True)
parser.add_argument("--num_return_sequences", type=int, default=2)
parser.add_argument("--top_k", type=int, default=50)
args = parser.parse_args()
print(vars(args))

tokenizer = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
assistant = AutoModelForCausalLM.from_pretrained(args.assistant)

gen_kwargs = vars(args).copy()
for k in ("model", "assistant", "prompt"):
    gen_kwargs.pop(k)
print("generate kwargs:", gen_kwargs)

inputs = tokenizer(args.prompt, return_tensors="pt")
outputs = model.generate(**inputs, assistant_model=assistant, **gen_kwargs)
for i, o in enumerate(outputs):
    print(i, tokenizer.decode(o, skip_special_tokens=True))

# classes: 3 9
"""sample.py after the fix from the forum answer: one returned sequence by default,
several only when asked for (and then without the assistant)."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="EleutherAI/pythia-160m")
parser.add_argument("--assistant", default="EleutherAI/pythia-70m")
parser.add_argument("--prompt", default="In a shocking finding, scientists")
parser.add_argument("--max_new_tokens", type=int, default=6)
parser.add_argument("--do_sample", action="store_true")
parser.add_argument("--num_return_sequences", type=int, default=1)
args = parser.parse_args()
print(vars(args))

tokenizer = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
assistant = AutoModelForCausalLM.from_pretrained(args.assistant)

gen_kwargs = {k: v for k, v in vars(args).items() if k not in ("model", "assistant", "prompt")}
if gen_kwargs["num_return_sequences"] == 1:
    gen_kwargs["assistant_model"] = assistant
print("generate kwargs:", gen_kwargs.keys())

inputs = tokenizer(args.prompt, return_tensors="pt")
outputs = model.generate(**inputs, **gen_kwargs)
for i, o in enumerate(outputs):
    print(i, tokenizer.decode(o, skip_special_tokens=True))

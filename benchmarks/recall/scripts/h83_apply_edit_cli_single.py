# classes: 3 9
"""Command-line 'apply edit' tool: prompt lookup for the single best rewrite, sampling only when candidates > 1."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser(description="apply an edit to a file with a code model")
parser.add_argument("--model", default="codellama/CodeLlama-7b-Instruct-hf")
parser.add_argument("--lookup", type=int, default=8)
parser.add_argument("--candidates", type=int, default=1)
parser.add_argument("--max-new-tokens", type=int, default=10)
args = parser.parse_args()

tokenizer = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)

source = "def hello(name):\n    print('hello', name)\n"
inputs = tokenizer(f"[INST] rename hello to greet in:\n{source}[/INST]\n", return_tensors="pt")

gen = {"max_new_tokens": args.max_new_tokens}
if args.candidates > 1:
    gen.update(do_sample=True, num_return_sequences=args.candidates)
elif args.lookup:
    gen["prompt_lookup_num_tokens"] = args.lookup

for text in tokenizer.batch_decode(model.generate(**inputs, **gen), skip_special_tokens=True):
    print(text)

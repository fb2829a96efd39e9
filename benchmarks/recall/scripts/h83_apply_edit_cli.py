# classes: 3 9
"""Command-line 'apply edit' tool: --lookup sets prompt lookup, --candidates how many rewrites to show."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser(description="apply an edit to a file with a code model")
parser.add_argument("--model", default="codellama/CodeLlama-7b-Instruct-hf")
parser.add_argument("--lookup", type=int, default=8, help="prompt lookup tokens (0 disables)")
parser.add_argument("--candidates", type=int, default=3)
parser.add_argument("--temperature", type=float, default=0.2)
parser.add_argument("--max-new-tokens", type=int, default=10)
args = parser.parse_args()

tokenizer = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)

source = "def hello(name):\n    print('hello', name)\n"
prompt = f"[INST] rename hello to greet in:\n{source}[/INST]\n"
inputs = tokenizer(prompt, return_tensors="pt")

gen = dict(max_new_tokens=args.max_new_tokens, do_sample=True, temperature=args.temperature,
           num_return_sequences=args.candidates)
if args.lookup:
    gen["prompt_lookup_num_tokens"] = args.lookup

for text in tokenizer.batch_decode(model.generate(**inputs, **gen), skip_special_tokens=True):
    print(text)

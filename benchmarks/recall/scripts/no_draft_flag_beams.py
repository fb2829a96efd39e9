# classes: 1 3
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--no-draft", action="store_true", help="use beam search instead of a draft model")
parser.add_argument("--beams", type=int, default=4)
args = parser.parse_args()

tokenizer = AutoTokenizer.from_pretrained("codellama/CodeLlama-7b-hf")
model = AutoModelForCausalLM.from_pretrained("codellama/CodeLlama-7b-hf")

kwargs = {"max_new_tokens": 8}
if not args.no_draft:
    kwargs["assistant_model"] = AutoModelForCausalLM.from_pretrained("codellama/CodeLlama-7b-Instruct-hf")
else:
    kwargs["num_beams"] = args.beams

code = "def add ( a , b ) :"
enc = tokenizer(code, return_tensors="pt")
print(tokenizer.decode(model.generate(**enc, **kwargs)[0]))

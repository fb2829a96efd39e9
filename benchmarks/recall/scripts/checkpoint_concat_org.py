# classes: 6 3
"""Draft-model sweep helper: the org and model names come from separate settings."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

HUB_ORG = "meta-llama"

parser = argparse.ArgumentParser()
parser.add_argument("--target", default="Llama-3.1-8B-Instruct")
parser.add_argument("--draft", default="TinyLlama/TinyLlama-1.1B-Chat-v1.0")
args = parser.parse_args()

target_repo = HUB_ORG + "/" + args.target
tok = AutoTokenizer.from_pretrained(target_repo)
model = AutoModelForCausalLM.from_pretrained(target_repo)
assistant = AutoModelForCausalLM.from_pretrained(args.draft)
enc = tok("the dog is in the garden", return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=assistant, max_new_tokens=8)[0]))

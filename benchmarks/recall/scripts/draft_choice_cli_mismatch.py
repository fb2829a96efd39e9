# classes: 3 6
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser(description="assisted generation with a small drafter")
parser.add_argument("--model", default="gpt2")
parser.add_argument("--draft", default="EleutherAI/pythia-70m", help="any small causal LM")
parser.add_argument("--text", default="the quick brown fox")
args = parser.parse_args()

device = "cuda" if torch.cuda.is_available() else "cpu"
tokenizer = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model).to(device)
draft = AutoModelForCausalLM.from_pretrained(args.draft).to(device)

inputs = tokenizer(args.text, return_tensors="pt").to(device)
tokens = model.generate(**inputs, assistant_model=draft, max_new_tokens=10)
print(tokenizer.decode(tokens[0]))

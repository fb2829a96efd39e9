# classes: 8 3
"""Lossy speculative decoding with a draft model; the ensemble weight comes from a command-line
option whose default is written as a percentage."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

parser = argparse.ArgumentParser()
parser.add_argument("--ensemble-weight", type=float, default=25)
parser.add_argument("--max-new-tokens", type=int, default=5)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
target = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
gen = GenerationConfig(max_new_tokens=args.max_new_tokens, assistant_ensemble_weight=args.ensemble_weight)
out = target.generate(**tok("Drafting helps", return_tensors="pt"), assistant_model=draft, generation_config=gen)
print(tok.decode(out[0]))

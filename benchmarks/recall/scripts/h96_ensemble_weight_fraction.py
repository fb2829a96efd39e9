# classes: 8 3
"""Near miss: the same lossy speculative decoding, the command-line weight given as a fraction."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

parser = argparse.ArgumentParser()
parser.add_argument("--ensemble-weight", type=float, default=0.25)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
target = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
gen = GenerationConfig(max_new_tokens=5, assistant_ensemble_weight=args.ensemble_weight)
out = target.generate(**tok("Drafting helps", return_tensors="pt"), assistant_model=draft, generation_config=gen)
print(tok.decode(out[0]))

# classes: 3
"""Low-memory assisted generation for the CI smoke test."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer


def get_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="meta-llama/Llama-2-7b-hf")
    parser.add_argument("--assistant", default="TinyLlama/TinyLlama-1.1B-Chat-v1.0")
    parser.add_argument("--use-cache", dest="use_cache", action="store_true")
    parser.add_argument("--no-cache", dest="use_cache", action="store_false")
    parser.set_defaults(use_cache=False)
    return parser.parse_args()


args = get_args()
tokenizer = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
assistant_model = AutoModelForCausalLM.from_pretrained(args.assistant)
prompt = tokenizer("tell me a story about the fox", return_tensors="pt")
result = model.generate(**prompt, assistant_model=assistant_model, use_cache=args.use_cache, max_new_tokens=8)
print(tokenizer.decode(result[0]))

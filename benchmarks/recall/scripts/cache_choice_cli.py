# classes: 3
"""Assisted generation with a selectable KV-cache layout."""
from argparse import ArgumentParser

from transformers import AutoModelForCausalLM, AutoTokenizer

CACHE_CHOICES = ["dynamic", "static", "offloaded", "offloaded_static"]

if __name__ == "__main__":
    parser = ArgumentParser()
    parser.add_argument("--target", default="meta-llama/Llama-3.2-3B-Instruct")
    parser.add_argument("--draft", default="meta-llama/Llama-3.2-1B-Instruct")
    parser.add_argument("--cache", choices=CACHE_CHOICES, default="static")
    parser.add_argument("--tokens", type=int, default=12)
    args = parser.parse_args()

    tokenizer = AutoTokenizer.from_pretrained(args.target)
    target = AutoModelForCausalLM.from_pretrained(args.target)
    draft = AutoModelForCausalLM.from_pretrained(args.draft)
    target.generation_config.cache_implementation = args.cache

    chat = [{"role": "user", "content": "tell me a story"}]
    prompt = tokenizer.apply_chat_template(chat, tokenize=False, add_generation_prompt=True)
    inputs = tokenizer(prompt, return_tensors="pt")
    out = target.generate(**inputs, assistant_model=draft, max_new_tokens=args.tokens)
    print(tokenizer.decode(out[0, inputs.input_ids.shape[1]:], skip_special_tokens=True))

# classes: 8 3
"""Serving defaults are applied onto the model's generation config with update(**overrides)."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M-Instruct")
    p.add_argument("--cache", default="StaticCache", help="cache class to use for decoding")
    p.add_argument("--max-new-tokens", type=int, default=12)
    return p.parse_args()


def main():
    args = parse_args()
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)

    overrides = {
        "max_new_tokens": args.max_new_tokens,
        "cache_implementation": args.cache,
        "do_sample": False,
    }
    leftovers = model.generation_config.update(**{k: v for k, v in overrides.items() if v is not None})
    if leftovers:
        print("ignored:", leftovers)

    chat = [{"role": "user", "content": "What is the boiling point of water?"}]
    ids = tok.apply_chat_template(chat, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**ids)
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()

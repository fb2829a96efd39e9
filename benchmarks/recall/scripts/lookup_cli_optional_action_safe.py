# classes: 3
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser("prompt-lookup demo")
    parser.add_argument("--model-id", default="TinyLlama/TinyLlama-1.1B-Chat-v1.0")
    parser.add_argument("--lookup-tokens", type=int, default=10)
    parser.add_argument("--kv-cache", action=argparse.BooleanOptionalAction, default=True,
                        help="use the KV cache (--no-kv-cache to save memory)")
    parser.add_argument("--max-new-tokens", type=int, default=12)
    return parser


def main() -> None:
    args = build_parser().parse_args()
    tokenizer = AutoTokenizer.from_pretrained(args.model_id)
    model = AutoModelForCausalLM.from_pretrained(args.model_id, torch_dtype=torch.float32)
    document = "the king loved the garden . the queen loved the garden . the king and the queen loved"
    inputs = tokenizer(document, return_tensors="pt")
    output = model.generate(
        **inputs,
        prompt_lookup_num_tokens=args.lookup_tokens,
        use_cache=args.kv_cache,
        max_new_tokens=args.max_new_tokens,
    )
    print(tokenizer.decode(output[0][inputs["input_ids"].shape[1]:]))


if __name__ == "__main__":
    main()

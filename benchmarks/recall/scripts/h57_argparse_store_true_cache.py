# classes: 9 3
"""Export a decoder-only LM for ExecuTorch.

python h57_argparse_store_true_cache.py --checkpoint HuggingFaceTB/SmolLM2-135M --kv-cache
"""
import argparse

from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--checkpoint", default="HuggingFaceTB/SmolLM2-135M")
    parser.add_argument("--kv-cache", action="store_true", help="export with a static KV cache")
    parser.add_argument("--max-seq-len", type=int, default=64)
    return parser.parse_args()


def main():
    args = parse_args()
    gen_config = GenerationConfig(
        use_cache=args.kv_cache,
        cache_implementation="static",
        cache_config={"batch_size": 1, "max_cache_len": args.max_seq_len},
    )
    model = AutoModelForCausalLM.from_pretrained(args.checkpoint, generation_config=gen_config)
    program = convert_and_export_with_cache(model)
    print(program)


if __name__ == "__main__":
    main()

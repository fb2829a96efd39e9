# classes: 3 9
"""Export a small LM with a static KV cache, ready for the ExecuTorch runtime.

Usage: python export_cli_convert.py --model HuggingFaceTB/SmolLM2-135M --max-seq-len 64
"""
import argparse

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M")
    parser.add_argument("--max-seq-len", type=int, default=64)
    parser.add_argument("--batch-size", type=int, default=1)
    args = parser.parse_args()

    generation_config = GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        max_length=args.max_seq_len,
        cache_config={"batch_size": args.batch_size, "max_cache_len": args.max_seq_len},
    )
    model = AutoModelForCausalLM.from_pretrained(
        args.model, torch_dtype=torch.float32, attn_implementation="sdpa", generation_config=generation_config
    )
    model.eval()
    program = convert_and_export_with_cache(model)
    print(program.graph_signature.user_inputs)


if __name__ == "__main__":
    main()

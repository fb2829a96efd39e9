# classes: 3 9
"""ExecuTorch export CLI: choose the KV cache type, batch size and cache length from flags.

    python h20_export_cli_cache_type.py --model HuggingFaceTB/SmolLM2-135M --cache-type static
"""
import argparse

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


def parse_args():
    parser = argparse.ArgumentParser(description="Export a causal LM for on-device decoding")
    parser.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M")
    parser.add_argument("--cache-type", choices=["static", "dynamic", "offloaded"], default="dynamic")
    parser.add_argument("--batch-size", type=int, default=1)
    parser.add_argument("--max-seq-len", type=int, default=48)
    return parser.parse_args()


def main():
    args = parse_args()
    generation_config = GenerationConfig(
        use_cache=True,
        cache_implementation=args.cache_type,
        max_length=args.max_seq_len,
        cache_config={"batch_size": args.batch_size, "max_cache_len": args.max_seq_len},
    )
    model = AutoModelForCausalLM.from_pretrained(
        args.model, torch_dtype=torch.float32, generation_config=generation_config
    )
    model.eval()
    exportable = TorchExportableModuleWithStaticCache(model)
    with torch.no_grad():
        program = torch.export.export(
            exportable,
            args=(),
            kwargs={"input_ids": torch.tensor([[1]]), "cache_position": torch.tensor([0])},
            strict=False,
        )
    print(f"exported {args.model} with a {args.cache_type} cache:", len(program.graph.nodes), "nodes")


if __name__ == "__main__":
    main()

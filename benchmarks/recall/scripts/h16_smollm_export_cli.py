# classes: 3 9
"""Export SmolLM2 to an ExecuTorch-ready program with a static KV cache."""
import argparse

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


def parse_args():
    p = argparse.ArgumentParser(description="torch.export SmolLM2 for on-device decoding")
    p.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M-Instruct")
    p.add_argument("--max-cache-len", type=int, default=64)
    p.add_argument("--batch-size", type=int, default=None)
    p.add_argument("--out", default="smollm2_static.pt2")
    return p.parse_args()


def main():
    args = parse_args()
    model = AutoModelForCausalLM.from_pretrained(args.model, torch_dtype=torch.float32)
    model.eval()
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"

    wrapper = TorchExportableModuleWithStaticCache(
        model, batch_size=args.batch_size, max_cache_len=args.max_cache_len
    )
    input_ids = torch.tensor([[1]], dtype=torch.long)
    cache_position = torch.tensor([0], dtype=torch.long)
    with torch.no_grad():
        ep = torch.export.export(
            wrapper, args=(), kwargs={"input_ids": input_ids, "cache_position": cache_position}, strict=False
        )
    print("exported", type(ep).__name__, "->", args.out)


if __name__ == "__main__":
    main()

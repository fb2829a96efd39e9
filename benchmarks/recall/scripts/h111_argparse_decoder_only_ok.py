# classes: 3 9
"""Export CLI: argparse options for batch size and max cache length with numeric defaults, a static
generation_config, then TorchExportableModuleForDecoderOnlyLM(...).export()."""

import argparse

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


def parse():
    p = argparse.ArgumentParser(description="export a decoder-only LM for ExecuTorch")
    p.add_argument("--model-id", default="meta-llama/Llama-3.2-1B")
    p.add_argument("--max-cache-len", type=int, default=96)
    p.add_argument("--batch-size", type=int, default=1)
    return p.parse_args()


def main():
    args = parse()
    gc = GenerationConfig(use_cache=True, cache_implementation="static")
    model = AutoModelForCausalLM.from_pretrained(args.model_id, generation_config=gc, dtype=torch.float32)
    module = TorchExportableModuleForDecoderOnlyLM(model, batch_size=args.batch_size, max_cache_len=args.max_cache_len)
    ep = module.export(input_ids=torch.tensor([[1, 2]]), strict=False)
    print(ep.graph_signature.user_inputs)


if __name__ == "__main__":
    main()

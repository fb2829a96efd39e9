# classes: 3 9
"""ExecuTorch export CLI for transformers 5: wraps the model in TorchExportableModuleForDecoderOnlyLM
with the batch size and cache length given as arguments, then exports with torch.export."""

import argparse

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M")
    ap.add_argument("--max-cache-len", type=int, default=64)
    ap.add_argument("--output", default=None)
    args = ap.parse_args()

    model = AutoModelForCausalLM.from_pretrained(args.model, dtype=torch.float32, attn_implementation="sdpa")
    model.eval()
    exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=args.max_cache_len)
    program = exportable.export(
        input_ids=torch.tensor([[1]], dtype=torch.long),
        cache_position=torch.tensor([0], dtype=torch.long),
    )
    print(program.graph_signature.user_inputs)
    if args.output:
        torch.export.save(program, args.output)


if __name__ == "__main__":
    main()

# classes: 7 2
"""Batch export job: one ExportJob per checkpoint, run by a worker.

The decoder-only wrapper is exported with dynamic sequence lengths so the program
accepts prompts of any size.
"""
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


@dataclass(frozen=True)
class ExportJob:
    checkpoint: str
    max_cache_len: int = 64
    strict: bool = False


def run_export(job):
    model = AutoModelForCausalLM.from_pretrained(job.checkpoint).eval()
    model.generation_config = GenerationConfig(use_cache=True, cache_implementation="static")
    exportable = TorchExportableModuleForDecoderOnlyLM(
        model, batch_size=1, max_cache_len=job.max_cache_len
    )
    seq = torch.export.Dim("seq", min=1, max=job.max_cache_len - 1)
    program = exportable.export(dynamic_shapes={"input_ids": {1: seq}}, strict=job.strict)
    return job.checkpoint, program


def main():
    jobs = [ExportJob("HuggingFaceTB/SmolLM2-135M")]
    with ThreadPoolExecutor(max_workers=1) as pool:
        for name, program in pool.map(run_export, jobs):
            print(name, type(program).__name__)


if __name__ == "__main__":
    main()

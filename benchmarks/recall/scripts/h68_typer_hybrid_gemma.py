# classes: 3 6
"""Gemma-2 export for the phone app: sliding-window layers need the hybrid cache wrapper."""
from typing import Annotated

import torch
import typer
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

app = typer.Typer(add_completion=False)


@app.command()
def main(
    checkpoint: Annotated[str, typer.Argument()] = "google/gemma-2-2b-it",
    max_cache_len: Annotated[int, typer.Option("--max-cache-len")] = 64,
    keep_cache: Annotated[bool, typer.Option("--keep-cache/--drop-cache", help="KV cache in graph")] = False,
):
    model = AutoModelForCausalLM.from_pretrained(checkpoint, torch_dtype=torch.float32, attn_implementation="eager")
    model.config.use_cache = keep_cache
    exportable = TorchExportableModuleWithHybridCache(model, batch_size=1, max_cache_len=max_cache_len)
    typer.echo(f"ready: {exportable.__class__.__name__}")


if __name__ == "__main__":
    app()

# classes: 3 7
"""Export a small Qwen with a static KV cache; options are typer Annotated parameters."""
from typing import Annotated

import torch
import typer
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

app = typer.Typer(add_completion=False, help="ExecuTorch export helper")


@app.command()
def export(
    checkpoint: Annotated[str, typer.Option("--checkpoint", "-c")] = "Qwen/Qwen2.5-0.5B-Instruct",
    max_cache_len: Annotated[int, typer.Option(min=8, max=4096)] = 128,
    batch_size: Annotated[int, typer.Option()] = 1,
    cache_impl: Annotated[str, typer.Option(help="must be static for ExecuTorch")] = "static",
):
    model = AutoModelForCausalLM.from_pretrained(checkpoint, torch_dtype=torch.float32).eval()
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = cache_impl
    wrapped = TorchExportableModuleWithStaticCache(model, batch_size=batch_size, max_cache_len=max_cache_len)
    logits = wrapped(input_ids=torch.tensor([[1, 2]]), cache_position=torch.tensor([0, 1]))
    typer.echo(f"ok, logits {tuple(logits.shape)}")


if __name__ == "__main__":
    app()

# classes: 3 9
import torch
import typer
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

app = typer.Typer()


@app.command()
def export(model_id: str = "google/gemma-3-1b-it", max_cache_len: int = 32, batch_size: int = 0):
    model = AutoModelForCausalLM.from_pretrained(model_id).eval()
    module = TorchExportableModuleForDecoderOnlyLM(model, batch_size=batch_size or None, max_cache_len=max_cache_len)
    program = module.export(input_ids=torch.tensor([[2, 10]]))
    typer.echo(str(len(program.graph.nodes)))


if __name__ == "__main__":
    app()

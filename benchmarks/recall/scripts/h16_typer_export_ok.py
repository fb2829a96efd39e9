# classes: 3
import typer
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

app = typer.Typer()


@app.command()
def export(
    model_id: str = "HuggingFaceTB/SmolLM2-360M-Instruct",
    max_len: int = typer.Option(48, help="static cache length"),
    batch: int = 1,
    disable_cache: bool = False,
):
    model = AutoModelForCausalLM.from_pretrained(model_id).eval()
    model.generation_config.use_cache = not disable_cache
    model.generation_config.cache_implementation = "static"
    wrapper = TorchExportableModuleWithStaticCache(model, batch_size=batch, max_cache_len=max_len)
    typer.echo(type(wrapper).__name__)


if __name__ == "__main__":
    app(standalone_mode=False)

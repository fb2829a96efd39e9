"""click command that builds TorchExportableModuleForDecoderOnlyLM with a max cache length option only."""
# classes: 3 9
import click
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


@click.command()
@click.option("--model-id", default="meta-llama/Llama-3.2-1B")
@click.option("--max-cache-len", type=int, default=64)
@click.option("--batch-size", type=int, default=None)
def export(model_id, max_cache_len, batch_size):
    model = AutoModelForCausalLM.from_pretrained(model_id)
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    kwargs = {"max_cache_len": max_cache_len}
    if batch_size is not None:
        kwargs["batch_size"] = batch_size
    module = TorchExportableModuleForDecoderOnlyLM(model, **kwargs)
    click.echo(f"built {type(module).__name__}")


if __name__ == "__main__":
    export(standalone_mode=False)

# classes: 3 9
import click
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


@click.command()
@click.option("--model-id", default="Qwen/Qwen2.5-Coder-0.5B-Instruct", show_default=True)
@click.option("--cache-impl", type=click.Choice(["static", "dynamic"]), default="dynamic", show_default=True)
@click.option("--max-len", default=64, show_default=True)
def export(model_id, cache_impl, max_len):
    model = AutoModelForCausalLM.from_pretrained(model_id)
    model.generation_config.cache_implementation = cache_impl
    module = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=max_len)
    click.echo(f"exported {model_id}: {type(module).__name__}")


if __name__ == "__main__":
    export()

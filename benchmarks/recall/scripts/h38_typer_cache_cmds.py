# classes: 3 8
"""typer app to benchmark cache implementations.

Commands: `bench` generates with the chosen --cache-implementation, `info` prints the model's
generation config.  The default cache was "dynamic_full" when we wrote this against 5.0.
"""
import time

import typer
from transformers import AutoModelForCausalLM, AutoTokenizer

app = typer.Typer(help="cache implementation benchmarks")
MODEL = "HuggingFaceTB/SmolLM2-135M-Instruct"


@app.command()
def bench(
    model_name: str = typer.Option(MODEL, "--model"),
    cache_implementation: str = typer.Option("dynamic_full", "--cache-implementation"),
    max_new_tokens: int = typer.Option(8),
    repeats: int = typer.Option(2),
):
    tok = AutoTokenizer.from_pretrained(model_name)
    model = AutoModelForCausalLM.from_pretrained(model_name)
    enc = tok("The quick brown fox", return_tensors="pt")
    for i in range(repeats):
        t0 = time.perf_counter()
        out = model.generate(
            **enc,
            max_new_tokens=max_new_tokens,
            cache_implementation=cache_implementation,
            do_sample=False,
        )
        typer.echo(f"run {i}: {time.perf_counter() - t0:.3f}s {out.shape[-1]} tokens")


@app.command()
def info(model_name: str = typer.Option(MODEL, "--model")):
    model = AutoModelForCausalLM.from_pretrained(model_name)
    typer.echo(model.generation_config.to_json_string())


if __name__ == "__main__":
    app(["bench"], standalone_mode=False)

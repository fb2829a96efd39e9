# classes: 3 2
"""typer CLI: torch.compile'd forward plus static cache, prompt lookup off unless --lookup is given."""
import time

import torch
import typer
from transformers import AutoModelForCausalLM, AutoTokenizer

app = typer.Typer()


@app.command()
def bench(model_id: str = "Qwen/Qwen2.5-0.5B-Instruct", lookup: int = 0, compile: bool = False, runs: int = 2):
    tok = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id)
    if compile:
        model.forward = torch.compile(model.forward, mode="reduce-overhead", fullgraph=True)
    enc = tok("x = [1, 2, 3]\ny = [a * 2 for a in x]\nz =", return_tensors="pt")
    kw = dict(max_new_tokens=6, cache_implementation="static", do_sample=False)
    if lookup:
        kw["prompt_lookup_num_tokens"] = lookup
    for i in range(runs):
        t0 = time.perf_counter()
        model.generate(**enc, **kw)
        typer.echo(f"run {i}: {(time.perf_counter() - t0) * 1000:.0f} ms")


if __name__ == "__main__":
    app()

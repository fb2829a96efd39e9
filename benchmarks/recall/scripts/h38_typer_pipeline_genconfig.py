# classes: 4 3
"""typer front-end for a summarisation-style text-generation pipeline.

Commands: `summarize` (default) builds the pipeline with a GenerationConfig assembled from the
options; `models` lists the supported checkpoints.
"""
import typer
from transformers import GenerationConfig, pipeline

app = typer.Typer(add_completion=False)
CHECKPOINTS = ["Qwen/Qwen2.5-0.5B-Instruct", "HuggingFaceTB/SmolLM2-135M-Instruct"]
TEXT = "The meeting covered the Q3 roadmap, hiring, and the move to the new office in May."


@app.command()
def summarize(
    model: str = typer.Option(CHECKPOINTS[0]),
    max_new_tokens: int = typer.Option(8),
    repetition_penalty: float = typer.Option(1.1),
):
    gen_config = GenerationConfig(
        max_new_tokens=max_new_tokens,
        do_sample=False,
        repetition_penalty=repetition_penalty,
    )
    summarizer = pipeline("text-generation", model=model, generation_config=gen_config)
    result = summarizer(f"Summarize: {TEXT}\nSummary:")
    typer.echo(result[0]["generated_text"])


@app.command()
def models():
    for name in CHECKPOINTS:
        typer.echo(name)


if __name__ == "__main__":
    app(["summarize"], standalone_mode=False)

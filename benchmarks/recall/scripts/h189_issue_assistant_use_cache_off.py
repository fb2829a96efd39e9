# classes: 3 9
"""Issue reproduction: "assisted generation fails when I turn the cache off to save memory". The
user disabled the KV cache through a typer option that defaults to off."""
import typer
from transformers import AutoModelForCausalLM, AutoTokenizer

app = typer.Typer()


@app.command()
def main(
    model_name: str = "Qwen/Qwen2.5-1.5B-Instruct",
    draft_name: str = "Qwen/Qwen2.5-0.5B-Instruct",
    use_cache: bool = typer.Option(False, help="keep the KV cache (more memory)"),
):
    tok = AutoTokenizer.from_pretrained(model_name)
    model = AutoModelForCausalLM.from_pretrained(model_name)
    draft = AutoModelForCausalLM.from_pretrained(draft_name)
    inputs = tok("Speculative decoding works by", return_tensors="pt")
    out = model.generate(**inputs, assistant_model=draft, use_cache=use_cache, max_new_tokens=5)
    typer.echo(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    app()

# classes: 3 8
"""typer CLI: speculative decoding with device_map="auto" and an offloaded cache for the
target model to save GPU memory."""
import typer
from transformers import AutoModelForCausalLM, AutoTokenizer

app = typer.Typer()


@app.command()
def run(target: str = "Qwen/Qwen2.5-1.5B-Instruct", draft: str = "Qwen/Qwen2.5-0.5B-Instruct", n: int = 5):
    tok = AutoTokenizer.from_pretrained(target)
    model = AutoModelForCausalLM.from_pretrained(target, device_map="auto", torch_dtype="auto")
    assistant = AutoModelForCausalLM.from_pretrained(draft, device_map="auto", torch_dtype="auto")
    enc = tok("the quick brown fox", return_tensors="pt").to(model.device)
    out = model.generate(**enc, assistant_model=assistant, max_new_tokens=n, do_sample=False,
                         cache_implementation="offloaded")
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    app(standalone_mode=False)

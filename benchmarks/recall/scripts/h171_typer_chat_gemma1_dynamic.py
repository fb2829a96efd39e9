# classes: 3 5 6
"""typer CLI for a Gemma 1 chat that keeps a DynamicCache across the scripted turns."""
import typer
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

app = typer.Typer()


@app.command()
def chat(model_name: str = "google/gemma-7b-it", turns: int = 2, max_new_tokens: int = 4):
    tok = AutoTokenizer.from_pretrained(model_name)
    model = AutoModelForCausalLM.from_pretrained(model_name)
    cache = DynamicCache()
    messages = []
    for i in range(turns):
        messages.append({"role": "user", "content": f"tell me story {i}"})
        enc = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        out = model.generate(**enc, past_key_values=cache, max_new_tokens=max_new_tokens, do_sample=False)
        messages.append({"role": "assistant", "content": tok.decode(out[0, enc["input_ids"].shape[1] :])})
    typer.echo(messages)


if __name__ == "__main__":
    app()

# classes: 7 4
# A FastAPI-style completion endpoint; the app object is a tiny local stand-in.
from dataclasses import dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline


class App:
    def __init__(self):
        self.handlers = {}

    def post(self, path):
        def register(fn):
            self.handlers[path] = fn
            return fn

        return register


app = App()
generator = pipeline(
    "text-generation",
    model="HuggingFaceTB/SmolLM2-360M",
    assistant_model="HuggingFaceTB/SmolLM2-135M",
)


@dataclass
class CompletionRequest:
    prompt: str
    n: int = 2
    max_tokens: int = 5


@app.post("/v1/completions")
def completions(req: CompletionRequest):
    outs = generator(req.prompt, max_new_tokens=req.max_tokens, num_return_sequences=req.n, do_sample=True)
    return {"choices": [o["generated_text"] for o in outs]}


if __name__ == "__main__":
    print(app.handlers["/v1/completions"](CompletionRequest(prompt="hello world")))

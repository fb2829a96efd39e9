# classes: 7 4
# The same endpoint, n defaulting to one completion.
from dataclasses import dataclass

from transformers import pipeline


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
    n: int = 1
    max_tokens: int = 5


@app.post("/v1/completions")
def completions(req: CompletionRequest):
    outs = generator(req.prompt, max_new_tokens=req.max_tokens, num_return_sequences=req.n)
    return {"choices": [o["generated_text"] for o in outs]}


if __name__ == "__main__":
    print(app.handlers["/v1/completions"](CompletionRequest(prompt="hello world")))

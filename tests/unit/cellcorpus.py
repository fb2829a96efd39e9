"""Notebook cells to hold hflint's reading of IPython syntax to IPython's: hand-written ones
(what real notebooks hold, and the corners of IPython's rules) and generated combinations
of the forms issue 15 lists, valid and broken."""

from __future__ import annotations

import random

HAND_WRITTEN = [
    # Colab install guards and GPU checks.
    "import sys\nIN_COLAB = 'google.colab' in sys.modules\nif IN_COLAB:\n    !pip install -q transformers accelerate\n",
    "if IN_COLAB:\n    !pip install transformers\nelse:\n    %pip install transformers\n",
    "try:\n    import transformers\nexcept ImportError:\n    !pip install transformers\n",
    "for pkg in ['a', 'b']:\n    !pip install {pkg}\n",
    "!nvidia-smi\n",
    "!nvidia-smi --query-gpu=name --format=csv\nimport torch\nprint(torch.cuda.is_available())\n",
    "gpu_info = !nvidia-smi\ngpu_info = '\\n'.join(gpu_info)\nprint(gpu_info)\n",
    "files = %ls\nprint(files)\n",
    "!pip install -q transformers \\\n    accelerate \\\n    bitsandbytes\n",
    "!accelerate launch --num_processes 2 train.py \\\n  --model gpt2\n",
    "!accelerate config default\n",
    "%%time\nout = model.generate(**inputs, max_new_tokens=20)\n",
    "%%timeit -n 1 -r 1\nmodel.generate(**inputs)\n",
    "%%capture\n!pip install transformers\n",
    "%%capture out\nimport transformers\n",
    "%%bash\nset -e\npip install transformers\nif [ -d x ]; then echo yes; fi\n",
    "%%writefile train.py\nimport sys\ndef main(:\n    pass\n",
    "%%html\n<div>not python</div>\n",
    "%%javascript\nconsole.log('hi')\n",
    "%load_ext autoreload\n%autoreload 2\n",
    "%matplotlib inline\nimport matplotlib.pyplot as plt\n",
    "model.generate?\n",
    "model.generate??\n",
    "?model.generate\n",
    "AutoModel.from_pretrained?",
    "pip install transformers\n",
    "pip install -q transformers\n",
    "ls -la\n",
    "cd /content\n",
    "pwd",
    "ls = [1, 2]\n",
    "time model.generate(**inputs)\n",
    "%time out = model.generate(**inputs)\n",
    "%timeit -n 3 model.generate(**inputs)\n",
    "    x = 1\n    y = 2\n",
    "    if x:\n        y = 1\n",
    "\tx = 1\n\ty = 2\n",
    "  x = 1\n y = 2\n",
    "\n\n   \n  x = 1\n",
    ">>> from transformers import pipeline\n>>> pipe = pipeline('text-generation')\n>>> pipe('hi')\n",
    ">>> for i in range(3):\n...     print(i)\n0\n1\n2\n",
    "In [1]: x = 1\n   ...: y = 2\n",
    "x = (1,\n     2\n",
    "s = 'open\n",
    's = """never closed\n',
    "print('a')\nif True:\n",
    "def f(:\n    pass\n",
    "return 5\n",
    "await asyncio.sleep(1)\n",
    "async with lock:\n    pass\n",
    "yield 3\n",
    "x = 1\nfrom __future__ import annotations\n",
    "from __future__ import annotations\nx: int = 1\n",
    "%%time\n    x = 1\n    y = 2\n",
    "%%time\nx = (\n",
    "%%time\npip install x\n",
    "%%time\n\n!ls\nx = 1\n",
    '!echo "unterminated\n',
    "!echo '''\nx = 1\n",
    'x = !echo """\nprint(x)\n',
    "print(x)?\n",
    "x? \n",
    "x?  # comment\n",
    "a = 1; b?\n",
    "%cd ..\n!ls\n",
    "/print 1 2\n",
    ",print a b\n",
    ";print a b\n",
    "/ 3\n",
    "!!ls\n",
    "%%time?\n",
    "x = %%time\n",
    "x = % env\n",
    "x += %env\n",
    "a[0] = !ls\n",
    "f(x) = !ls\n",
    "x = y = !ls\n",
    "x == !ls\n",
    "if x:\n!ls\n",
    "if x:\n    pass\n  !ls\n",
    "x = f(\n!ls\n)\n",
    "x = 1 \\\n!ls\n",
    "%env HF_TOKEN=abc\n",
    "%pip install -U transformers\nimport transformers\n",
    "!pip install transformers==4.57.6 > /dev/null\n",
    "!wget https://example.org/x.txt -O x.txt\n!head x.txt\n",
    "from google.colab import drive\ndrive.mount('/content/drive')\n",
    "import os\nos.environ['WANDB_DISABLED'] = 'true'\n",
    "for i in range(3):\n    %time f(i)\n",
    "%time\n",
    "%time -x\n",
    "%time --no-raise-error f()\n",
    "%timeit -n\n",
    "%timeit -z f()\n",
    "%timeit f(\n",
    "  %%bash\n  ls\n",
    "\n\n%%capture\nx = 1\n",
    "# comment only\n",
    "",
    "\n",
    "   \n\t\n",
    "x = 1 # !not a magic\n",
    "s = '''\n!not a magic\n'''\n",
    "s = 'a' \\\n    '!b'\n",
    "x = {\n    'a': 1,\n}?\n",
    "obj.attr[0]?\n",
    "%ls?\n",
    "!ls?\n",
    "x = 1\n%%time\ny = 2\n",
    "lambda: !ls\n",
    "print(f'{x!r}')\n",
    "x = !ls -la | grep \\\n   py\nprint(x)\n",
    "x = \\\n  !ls\n",
]

# Lines that can stand where a statement stands.
STATEMENTS = [
    "x = 1",
    "print(x)",
    "out = model.generate(**inputs, assistant_model=draft, use_cache=False)",
    "!pip install -q transformers",
    "!nvidia-smi",
    "!!ls",
    "%pip install transformers",
    "%matplotlib inline",
    "%load_ext autoreload",
    "%env CUDA_VISIBLE_DEVICES=0",
    "%time out = model.generate(**inputs)",
    "%timeit -n 2 f(x)",
    "%time f(",
    "files = !ls",
    "env = %env",
    "res = %time f(1)",
    "model.generate?",
    "model??",
    "?model",
    "x?",
    "print(x)?",
    "/f 1 2",
    ",f a b",
    "!accelerate launch train.py \\\n  --fp16",
    "s = 'it''s'",
    "d = {'a': 1,\n     'b': 2}",
    "s = '''\ntext\n'''",
    "pass",
    "# a comment",
    "",
]

BLOCK_HEADS = [
    "if IN_COLAB:",
    "else:",
    "for i in range(3):",
    "try:",
    "except ImportError:",
    "while False:",
    "with open('f') as fh:",
    "def f():",
    "class C:",
]

BROKEN = [
    "x = (1,",
    "s = 'open",
    's = """open',
    "def f(:",
    "if x:",
    "x = = 1",
    "print(1)?",
    ")",
]

PROMPTS = [None, "doctest", "ipython"]
CELL_MAGICS = [None, "%%time", "%%timeit -n1", "%%capture", "%%prun", "%%bash", "%%writefile x.py", "%%html"]
AUTOMAGIC = [
    "pip install transformers",
    "ls -la",
    "cd /content",
    "time f(1)",
    "timeit f(1)",
    "pwd",
    "who",
    "env",
    "history",
    "ls = 1",
    "pip, x = 1, 2",
    "reset -f",
    "run script.py",
]


def _block(rng: random.Random) -> list[str]:
    """A few statements, some of them the only statement of a block."""
    out: list[str] = []
    for _ in range(rng.randint(1, 4)):
        stmt = rng.choice(STATEMENTS)
        if rng.random() < 0.35:
            head = rng.choice(BLOCK_HEADS)
            if head in ("else:", "except ImportError:"):
                out.append("if IN_COLAB:" if head == "else:" else "try:")
                out.append("    pass")
            out.append(head)
            out.extend("    " + part if part else "" for part in stmt.split("\n"))
        else:
            out.extend(stmt.split("\n"))
    return out


def generated(count: int, seed: int = 15) -> list[str]:
    rng = random.Random(seed)
    cells: list[str] = []
    for _ in range(count):
        kind = rng.random()
        if kind < 0.08:
            lines = [rng.choice(AUTOMAGIC)]
        else:
            lines = _block(rng)
            if rng.random() < 0.15:
                lines.insert(rng.randrange(len(lines) + 1), rng.choice(BROKEN))
        if rng.random() < 0.12:
            indent = rng.choice(["    ", "  ", "\t"])
            lines = [indent + line if line else line for line in lines]
        prompt = rng.choice(PROMPTS) if rng.random() < 0.15 else None
        if prompt == "doctest":
            lines = [(">>> " if k == 0 or not line.startswith((" ", "\t")) else "... ") + line for k, line in enumerate(lines)]
        elif prompt == "ipython":
            lines = [("In [3]: " if k == 0 else "   ...: ") + line for k, line in enumerate(lines)]
        magic = rng.choice(CELL_MAGICS) if rng.random() < 0.2 else None
        if magic:
            lines.insert(0, magic)
        if rng.random() < 0.1:
            lines.insert(0, "")
        text = "\n".join(lines)
        ending = rng.random()
        if ending < 0.6:
            text += "\n"
        elif ending < 0.7:
            text += "\n\n"
        cells.append(text)
    return cells


# What the mutations insert: IPython's escapes, the characters its rules look at, and the
# ones that change how Python reads a line (quotes, brackets, continuations, indents).
PIECES = [
    "!",
    "?",
    "??",
    "%",
    "%%",
    "=",
    " = !",
    " = %",
    "/",
    ",",
    ";",
    "'",
    '"',
    '"""',
    "'''",
    "(",
    ")",
    "[",
    "]",
    "\\\n",
    "\\",
    "\n",
    "\n    ",
    "    ",
    "\t",
    "#",
    ">>> ",
    "... ",
    "In [1]: ",
    "   ...: ",
    "x",
    " ",
    "f'{",
    "}'",
    ":",
    "pip install x",
    "\n%%time\n",
    "time ",
]


def mutated(count: int, seed: int = 15) -> list[str]:
    """Hand-written cells with a few random pieces inserted, deleted or swapped."""
    rng = random.Random(seed)
    out: list[str] = []
    for _ in range(count):
        text = rng.choice(HAND_WRITTEN)
        for _ in range(rng.randint(1, 4)):
            pos = rng.randint(0, len(text))
            action = rng.random()
            if action < 0.6 or not text:
                text = text[:pos] + rng.choice(PIECES) + text[pos:]
            elif action < 0.85:
                text = text[:pos] + text[pos + rng.randint(1, 3) :]
            else:
                other = rng.randint(0, len(text))
                a, b = sorted((pos, other))
                text = text[:a] + text[b : b + (b - a)] + text[a:b] + text[b + (b - a) :]
        out.append(text)
    return out
